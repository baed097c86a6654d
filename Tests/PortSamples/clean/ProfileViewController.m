//
//  ProfileViewController.m
//  Shop
//
//  The profile screen ported to safe areas: the table fills the view and
//  lets UIKit adjust its insets, the toolbar and the header are pinned to
//  the safe-area layout guide. `insets port` must report nothing.
//

#import "ProfileViewController.h"
#import "LayoutMacros.h"
#import <Masonry/Masonry.h>

static NSString * const kCellID = @"ProfileCell";
static const CGFloat kHeaderHeight = 64.0;

@interface ProfileViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UIView *toolbar;
@property (nonatomic, strong) UIView *header;
@property (nonatomic, strong) UILabel *nameLabel;
@end

@implementation ProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Profile: 64 orders, 20 reviews";

    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentAutomatic;
    self.tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    self.tableView.rowHeight = 64;
    self.tableView.separatorInset = UIEdgeInsetsMake(0, 20, 0, 20);
    [self.view addSubview:self.tableView];

    self.toolbar = [[UIView alloc] init];
    [self.view addSubview:self.toolbar];
    [self.toolbar mas_makeConstraints:^(MASConstraintMaker *make) {
        make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom);
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(kButtonHeight);
    }];

    self.header = [[UIView alloc] init];
    [self.view addSubview:self.header];
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(kHeaderHeight);
    }];

    self.nameLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 20, 200, 44)];
    self.nameLabel.font = [UIFont systemFontOfSize:20];
    [self.header addSubview:self.nameLabel];
    [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.header.mas_top).offset(20);
        make.left.equalTo(self.header).offset(20);
    }];

    UIView *badge = [[UIView alloc] init];
    badge.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:badge];
    [NSLayoutConstraint activateConstraints:@[
        [badge.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor constant:-20],
        [badge.topAnchor constraintEqualToAnchor:self.header.bottomAnchor constant:20],
        [badge.heightAnchor constraintEqualToConstant:44],
    ]];
}

- (void)viewSafeAreaInsetsDidChange {
    [super viewSafeAreaInsetsDidChange];
    UIEdgeInsets adjusted = self.tableView.adjustedContentInset;
    [self.tableView setContentOffset:CGPointMake(0, -adjusted.top) animated:NO];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return indexPath.row == 0 ? 88 : 64;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCellID forIndexPath:indexPath];
    cell.textLabel.text = [NSString stringWithFormat:@"Order #%ld, 64 items", (long)indexPath.row];
    char separator = '4';
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%c 44", separator];
    [UIView animateWithDuration:0.20 animations:^{
        cell.alpha = 0.49;
    }];
    return cell;
}

@end
