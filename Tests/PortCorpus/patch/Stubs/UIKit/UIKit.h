// The UIKit interface the patch corpus uses, and nothing else: enough for
// `clang -fsyntax-only` to check the corpus and its patches on a machine
// without Apple's SDK. Declarations follow UIKit's names and types.
typedef double CGFloat;
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
typedef struct { CGFloat x, y; } CGPoint;
typedef struct { CGFloat width, height; } CGSize;
typedef struct { CGPoint origin; CGSize size; } CGRect;
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) {
  CGRect r = {{x, y}, {w, h}};
  return r;
}
typedef struct { CGFloat top, left, bottom, right; } UIEdgeInsets;
static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat t, CGFloat l, CGFloat b, CGFloat r) {
  UIEdgeInsets i = {t, l, b, r};
  return i;
}
typedef enum {
  UIScrollViewContentInsetAdjustmentAutomatic,
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  UIScrollViewContentInsetAdjustmentNever,
  UIScrollViewContentInsetAdjustmentAlways
} UIScrollViewContentInsetAdjustmentBehavior;

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
@end

@interface NSLayoutConstraint : NSObject
@property (nonatomic, getter=isActive) BOOL active;
@property (nonatomic) CGFloat constant;
@end

@interface NSLayoutYAxisAnchor : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutYAxisAnchor *)anchor constant:(CGFloat)c;
@end

@interface UILayoutGuide : NSObject
@property (nonatomic, readonly) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly) NSLayoutYAxisAnchor *bottomAnchor;
@end

@interface UIView : NSObject
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets;
@property (nonatomic, readonly) UILayoutGuide *safeAreaLayoutGuide;
@property (nonatomic, readonly) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly) NSLayoutYAxisAnchor *bottomAnchor;
+ (void)animateWithDuration:(double)duration animations:(void (^)(void))animations;
- (void)addSubview:(UIView *)view;
- (void)layoutSubviews;
@end

@interface UIScrollView : UIView
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior;
@end

@interface UITableView : UIScrollView
@end

@interface UIScreen : NSObject
@property (class, nonatomic, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@end

@interface UIViewController : NSObject
@property (nonatomic, strong) UIView *view;
@property (nonatomic) BOOL automaticallyAdjustsScrollViewInsets;
- (void)viewDidLoad;
- (void)viewDidLayoutSubviews;
@end
